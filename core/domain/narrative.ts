export interface Narrative {
  id: string;
  name: string;
  mindsharePercent: number;
  mindshareChange7d: number;
  mindshareChange30d: number;
  mindshareChange90d: number;
  totalViews: number;
}
