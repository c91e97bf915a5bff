/** The JSON error shape every /api route answers with (ARCHITECTURE.md, "The HTTP contract"). */
export interface ApiErrorBody {
  error: {
    code: string;
    message: string;
    field?: string;
  };
}
