import { useState } from 'react';

/**
 * A creator's or project's picture: the image where the data has one (sized so nothing
 * shifts when it arrives, loaded lazily, no extra JavaScript), the first letter of the
 * handle when it has none or the image fails to load.
 */
export function AvatarImage({ src, name, size = 32 }: { src: string | null; name: string; size?: number }) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = { width: size, height: size, borderRadius: '50%', flex: 'none' } as const;
  if (src && failed !== src)
    return (
      <img
        src={src}
        alt=""
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        className="mm-avatar"
        onError={() => setFailed(src)}
        style={{ ...box, objectFit: 'cover', display: 'block' }}
      />
    );
  return (
    <span
      aria-hidden
      className="mm-avatar"
      style={{
        ...box,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#3b2f7a',
        color: '#fff',
        fontWeight: 600,
        fontSize: Math.round(size * 0.45),
      }}
    >
      {name.slice(0, 1).toUpperCase()}
    </span>
  );
}
