/** The JSON error shape every /api route answers with (docs/architecture.md, HTTP contract). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
  };
}
