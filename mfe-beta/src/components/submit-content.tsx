import type { ApiClient } from '@mindmark/mfe-kit/api-client.ts';
import { Alert, Button, Flex, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { hostBelongsTo, normalizePlatform } from '../../../core/domain/platforms.ts';

const SUBMITTED_KEY = 'submittedPools';

function submittedPools(): string[] {
  try {
    return JSON.parse(sessionStorage.getItem(SUBMITTED_KEY) ?? '[]') as string[];
  } catch {
    return [];
  }
}

/**
 * Submission form: a collapsed prompt, the form (Cancel collapses it), then
 * a success message kept for the session, or the server's error with the form kept.
 */
/**
 * The sentence for a link the pool cannot take, or null. A first check only, so people
 * are told before anything is sent; the server checks again and stays the judge.
 */
export function linkProblem(value: string, platforms: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full link, starting with https://.';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return 'Enter a web link, starting with https://.';
  const known = platforms.map(normalizePlatform).filter((p) => p !== null);
  if (known.length === 0 || known.some((p) => hostBelongsTo(url.hostname, p))) return null;
  return `This pool accepts links from ${platforms.join(', ')} only.`;
}

export function SubmitContent({
  api,
  poolId,
  platforms = [],
}: {
  api: ApiClient;
  poolId: string;
  platforms?: readonly string[];
}) {
  const [open, setOpen] = useState(false);
  const [url, setUrl] = useState('');
  const [notes, setNotes] = useState('');
  const [working, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(() => submittedPools().includes(poolId));

  if (done) return <Alert type="success" showIcon title="Submitted! The project will review your content." />;
  if (!open)
    return (
      <Button type="primary" onClick={() => setOpen(true)}>
        Submit content
      </Button>
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = linkProblem(url.trim(), platforms);
    setError(problem);
    if (problem) return;
    setWorking(true);
    try {
      await api.call('POST /api/submissions', {
        body: { rewardPoolId: poolId, contentUrl: url.trim(), notes: notes.trim() || null },
      });
      sessionStorage.setItem(SUBMITTED_KEY, JSON.stringify([...submittedPools(), poolId]));
      setDone(true);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setWorking(false);
    }
  };

  return (
    <form onSubmit={submit} aria-label="Submit content">
      <Flex vertical gap={8}>
        <Input
          aria-label="Content URL"
          placeholder="https://x.com/you/status/… or a video URL"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
        <Input.TextArea
          aria-label="Notes"
          rows={3}
          placeholder="Notes for the reviewer (optional)"
          value={notes}
          onChange={(e) => setNotes(e.target.value)}
        />
        {error && <Alert type="error" showIcon title={error} />}
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" disabled={!url.trim() || working}>
            {working ? 'Submitting...' : 'Submit'}
          </Button>
          <Button
            onClick={() => {
              setOpen(false);
              setError(null);
            }}
          >
            Cancel
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
