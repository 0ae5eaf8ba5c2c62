/**
 * The product's name as every front end shows it. Apart from theme.ts, so a remote naming the
 * product does not also bundle the theme and its generated tokens (the shell provides those).
 */
export const BRAND = 'Mindmark';
