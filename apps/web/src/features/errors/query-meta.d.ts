import '@tanstack/react-query';

/** Per-query switches read by the global error handler. */
type AppMeta = {
  /** The component shows its own error (inline message or a hidden section): no toast. */
  silent?: boolean;
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: AppMeta;
    mutationMeta: AppMeta;
  }
}
