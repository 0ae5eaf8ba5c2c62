export interface AnalyticsEvent {
  event: string;
  props: Record<string, unknown>;
  userId: string | null;
  at: Date;
}

export interface AnalyticsSink {
  record(event: AnalyticsEvent): Promise<void>;
}
