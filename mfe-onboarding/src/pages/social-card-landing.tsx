import { Navigate, useLocation } from 'react-router';

/**
 * /social-card is the same page as /beta/social-card: one card, one implementation (in
 * the beta remote), so this route hands over to it, keeping any query such as ?ref=.
 */
export function SocialCardLanding() {
  const { search } = useLocation();
  return <Navigate to={`/beta/social-card${search}`} replace />;
}
