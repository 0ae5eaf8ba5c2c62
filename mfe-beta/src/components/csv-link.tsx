import { DownloadOutlined } from '@mindmark/mfe-kit/icons.tsx';

/** A small "Download CSV" link to one of the exports (docs/rewards.md, "CSV exports"). */
export function CsvLink({ href, label = 'Download CSV' }: { href: string; label?: string }) {
  return (
    <a href={href} download style={{ display: 'inline-block', marginTop: 8, fontSize: 13 }}>
      <DownloadOutlined /> {label}
    </a>
  );
}
