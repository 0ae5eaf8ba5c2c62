import { Alert, Button, Flex, Input, Modal, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { capitalise, formatDateTime, formatUsd } from '../components/admin-format.ts';
import { Field } from '../components/field.tsx';
import { errorMessage, useAdminSession } from '../services/admin-session.tsx';
import {
  type Preview,
  type Review,
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
  const [kol, setKol] = useState<{
    score: number | null;
    mindo: number | null;
    followers: number | null;
  } | null>(null);
  const [previews, setPreviews] = useState<Partial<Record<SubmissionStatus, Preview | string>>>({});
  const [trail, setTrail] = useState<Review[] | null>(null);
  const [views, setViews] = useState(s.views === null ? '' : String(s.views));
  const [working, setWorking] = useState<SubmissionStatus | null>(null);
  const [error, setError] = useState<string | null>(null);
  const viewsValue = views.trim() === '' ? undefined : Number(views);

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per submission
  useEffect(() => {
    service.kol(s.kolId).then(
      (k) => setKol({ score: k.kolScore, mindo: k.mindoMetric, followers: k.twitterFollowersCount }),
      () => setKol({ score: null, mindo: null, followers: null }),
    );
    service.reviews(s.id).then(setTrail, (e) => setError(errorMessage(e)));
  }, [s.id]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: re-asked when the recorded views change
  useEffect(() => {
    let live = true;
    for (const to of ['approved', 'rejected'] as const) {
      service.preview(s.id, to, viewsValue).then(
        (p) => live && setPreviews((all) => ({ ...all, [to]: p })),
        (e) => live && setPreviews((all) => ({ ...all, [to]: errorMessage(e) })),
      );
    }
    return () => {
      live = false;
    };
  }, [s.id, views]);

  const review = async (to: SubmissionStatus) => {
    setWorking(to);
    setError(null);
    try {
      const saved = await service.review(s.id, to, viewsValue);
      props.onReviewed(
        `@${s.kol?.twitterUsername ?? 'creator'}'s submission is ${saved.status}${saved.payoutUsd ? `: ${formatUsd(saved.payoutUsd)} booked` : ''}.`,
      );
    } catch (e) {
      setError(errorMessage(e, 'Update failed'));
    } finally {
      setWorking(null);
    }
  };

  const previewText = (to: SubmissionStatus) => {
    const p = previews[to];
    if (p === undefined) return 'Asking the server…';
    return typeof p === 'string' ? p : describePreview(p);
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
      {error ? <Alert type="error" showIcon role="alert" title={error} style={{ marginBottom: 12 }} /> : null}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
        <dt>From</dt>
        <dd style={{ margin: 0 }}>
          @{s.kol?.twitterUsername ?? '–'}
          {kol
            ? ` · KOL score ${kol.score?.toFixed(2) ?? '–'} · Mindmark score ${kol.mindo?.toFixed(2) ?? '–'}`
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
      <div
        role="status"
        data-testid="review-preview"
        style={{ padding: 12, background: '#1f1f2e', borderRadius: 8 }}
      >
        <div>
          <strong>Approve:</strong> {s.status === 'approved' ? 'already approved.' : previewText('approved')}
        </div>
        <div>
          <strong>Reject:</strong> {previewText('rejected')}
        </div>
      </div>
      <h3 style={{ fontSize: 15, marginTop: 16 }}>Audit trail</h3>
      {trail === null ? (
        <p>Loading…</p>
      ) : trail.length === 0 ? (
        <p>No reviews yet.</p>
      ) : (
        <ol data-testid="audit-trail" style={{ paddingLeft: 18 }}>
          {trail.map((r) => (
            <li key={r.id}>
              {formatDateTime(r.createdAt)} · {r.staffUsername}: {r.fromStatus} → {r.toStatus}
              {r.payoutDeltaUsd ? ` (${r.payoutDeltaUsd > 0 ? '+' : ''}${formatUsd(r.payoutDeltaUsd)})` : ''}
            </li>
          ))}
        </ol>
      )}
    </Modal>
  );
}
