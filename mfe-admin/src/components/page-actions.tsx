import { Modal } from 'antd';
import type { ReactNode } from 'react';
import { errorMessage } from '../services/admin-session.tsx';
import { Flash, useFlash } from './flash.tsx';

/**
 * The OK button of a confirmation that destroys or refuses: outlined red. (Filled red
 * under the dark theme puts white on #dc4446, below the 4.5:1 contrast axe asks for.)
 */
export const DANGER_OK = { danger: true, type: 'default' } as const;

/**
 * A list page's writes: the outcome line (success, or the server's sentence) and the
 * delete confirmation, which names what goes with the record and deletes nothing
 * until OK. Lists refresh through the mutation's invalidation, not here.
 */
export function usePageActions() {
  const [modal, modalHolder] = Modal.useModal();
  const { flash, success, failure, clear } = useFlash();
  const confirmDelete = (o: {
    title: string;
    content: ReactNode;
    run: () => Promise<unknown>;
    done: string;
  }) =>
    modal.confirm({
      title: o.title,
      content: o.content,
      okText: 'Delete',
      okButtonProps: DANGER_OK,
      onOk: async () => {
        try {
          await o.run();
          success(o.done);
        } catch (e) {
          failure(errorMessage(e));
        }
      },
    });
  return {
    modal,
    modalHolder,
    flashView: <Flash flash={flash} onClose={clear} />,
    success,
    failure,
    clear,
    confirmDelete,
  };
}
