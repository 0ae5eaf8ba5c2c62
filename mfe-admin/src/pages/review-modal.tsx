import { Alert, Button, Flex, Input, Modal, Tag } from 'antd';
import { useApiMutation, useApiQuery } from '@mindmark/mfe-kit/data/use-api-query.ts';
import { useState } from 'react';
import { capitalise, formatDateTime, formatUsd } from '../components/admin-format.ts';
import { Field } from '../components/field.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  type Preview,
  REVIEW_NOTE_MAX,
  REVIEW_WRITES,
  type Submission,
  type SubmissionStatus,
  submissionsService,
} from '../services/submissions.service.ts';

/** One sentence for what a review would do to the ledger, from the server's preview. */
export function describePreview(p: Preview): string {
  if (p.effect === 'payout') {
    const capped = p.capped ? ` (capped: the reward is ${formatUsd(p.uncappedUsd)})` : '';
    return `Approving books ${formatUsd(p.amountUsd)}${capped}; the pool keeps ${formatUsd(p.remainingAfterUsd)} of ${formatUsd(p.poolTotalUsd)}.`;
  }
  if (p.effect === 'reversal') {
    return `This reverses the ${formatUsd(p.amountUsd)} payout; the pool gets back to ${formatUsd(p.remainingAfterUsd)} left.`;
  }
  return `No money moves; the pool has ${formatUsd(p.remainingBeforeUsd)} left.`;
}

/**
 * The Review Submission modal: the post, the KOL's score, what an approval would book
 * and what remains (both asked of the server), approve / reject / back to pending,
 * and the audit trail. Nothing changes on screen before the server has answered.
 */
export function ReviewModal(props: {
  submission: Submission;
  onClose: () => void;
  onReviewed: (text: string) => void;
}) {
  const { call } = useAdminSession();
  const service = submissionsService(call);
  const s = props.submission;
  const [views, setViews] = useState(s.views === null ? '' : String(s.views));
  const [working, setWorking] = useState<SubmissionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const viewsValue = views.trim() === '' ? undefined : Number(views);
  const kol = useApiQuery(['admin-kol', s.kolId], () => service.kol(s.kolId));
  const trail = useApiQuery(['admin-submission-reviews', s.id], () => service.reviews(s.id));
  // What each decision would book, asked again when the recorded views change.
  const approvePreview = useApiQuery(['admin-review-preview', s.id, 'approved', viewsValue], () =>
    service.preview(s.id, 'approved', viewsValue),
  );
  const rejectPreview = useApiQuery(['admin-review-preview', s.id, 'rejected', viewsValue], () =>
    service.preview(s.id, 'rejected', viewsValue),
  );
  const write = useApiMutation(
    (a: { to: SubmissionStatus; views: number | undefined; note: string }) =>
      service.review(s.id, a.to, a.views, a.note),
    REVIEW_WRITES,
  );

  const review = async (to: SubmissionStatus) => {
    setWorking(to);
    setError(null);
    try {
      const saved = await write.run({ to, views: viewsValue, note });
      props.onReviewed(
        `@${s.kol?.twitterUsername ?? 'creator'}'s submission is ${saved.status}${saved.payoutUsd ? `: ${formatUsd(saved.payoutUsd)} booked` : ''}.`,
      );
    } catch (e) {
      setError(errorMessage(e, 'Update failed'));
    } finally {
      setWorking(null);
    }
  };

  const previewText = (preview: typeof approvePreview) => {
    if (preview.failed) return errorMessage(preview.error);
    return preview.data ? describePreview(preview.data) : 'Asking the server…';
  };
  return (
    <Modal
      title="Review Submission"
      open
      onCancel={props.onClose}
      width={720}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button
            onClick={() => review('pending')}
            loading={working === 'pending'}
            disabled={s.status === 'pending' || working !== null}
          >
            Back to pending
          </Button>
          <Button
            danger
            onClick={() => review('rejected')}
            loading={working === 'rejected'}
            disabled={s.status === 'rejected' || working !== null}
          >
            {working === 'rejected' ? 'Updating...' : 'Reject'}
          </Button>
          <Button
            type="primary"
            onClick={() => review('approved')}
            loading={working === 'approved'}
            disabled={s.status === 'approved' || working !== null}
          >
            {working === 'approved' ? 'Updating...' : 'Approve'}
          </Button>
        </Flex>
      }
    >
      {(error ?? trail.failed) ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={error ?? errorMessage(trail.error)}
          style={{ marginBottom: 12 }}
        />
      ) : null}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
        <dt>From</dt>
        <dd style={{ margin: 0 }}>
          @{s.kol?.twitterUsername ?? '–'}
          {kol.data || kol.failed
            ? ` · KOL score ${kol.data?.kolScore?.toFixed(2) ?? '–'} · Mindmark score ${kol.data?.mindoMetric?.toFixed(2) ?? '–'}`
            : ''}
        </dd>
        <dt>Post</dt>
        <dd style={{ margin: 0, overflowWrap: 'anywhere' }}>
          <a href={s.contentUrl} target="_blank" rel="noreferrer">
            {s.contentUrl}
          </a>
        </dd>
        <dt>Notes</dt>
        <dd style={{ margin: 0 }}>{s.notes || '–'}</dd>
        <dt>Pool</dt>
        <dd style={{ margin: 0 }}>{s.rewardPool?.title ?? '–'}</dd>
        <dt>Review note</dt>
        <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{s.reviewNote || '–'}</dd>
        <dt>Status</dt>
        <dd style={{ margin: 0 }}>
          <Tag>{capitalise(s.status)}</Tag>
          {s.payoutUsd ? `paid ${formatUsd(s.payoutUsd)}` : ''}
        </dd>
      </dl>
      <div style={{ marginTop: 12 }}>
        <Field id="review-views" label="Views of the post (needed for pools paying per 1,000 views)">
          <Input
            id="review-views"
            type="number"
            min={0}
            value={views}
            onChange={(e) => setViews(e.target.value)}
            style={{ maxWidth: 200 }}
          />
        </Field>
      </div>
      <Field
        id="review-note"
        label="Note to the creator (optional)"
        hint={`Shown to the creator with this decision; replaces the last note. At most ${REVIEW_NOTE_MAX} characters.`}
      >
        <Input.TextArea
          id="review-note"
          rows={2}
          maxLength={REVIEW_NOTE_MAX}
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      <div
        role="status"
        data-testid="review-preview"
        style={{ padding: 12, background: '#1f1f2e', borderRadius: 8 }}
      >
        <div>
          <strong>Approve:</strong>{' '}
          {s.status === 'approved' ? 'already approved.' : previewText(approvePreview)}
        </div>
        <div>
          <strong>Reject:</strong> {previewText(rejectPreview)}
        </div>
      </div>
      <h3 style={{ fontSize: 15, marginTop: 16 }}>Audit trail</h3>
      {!trail.data ? (
        <p>Loading…</p>
      ) : trail.data.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ol data-testid="audit-trail" style={{ paddingLeft: 18 }}>
          {trail.data.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt)} · {r.staffUsername}: {r.fromStatus} → {r.toStatus}
              {r.payoutDeltaUsd ? ` (${r.payoutDeltaUsd > 0 ? '+' : ''}${formatUsd(r.payoutDeltaUsd)})` : ''}
              {r.note ? ` — “${r.note}”` : ''}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
