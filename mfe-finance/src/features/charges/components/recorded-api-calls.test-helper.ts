/** The calls a charges test made through callApi: the endpoint's name and its query. */
export const calls: { name: string; query: Record<string, unknown> }[] = [];

/**
 * callApi for the charges tests (`spyOnCallApi(recordingCallApi)`): records each call and answers
 * an empty page (with the charges list's `totalAmount`).
 */
export const recordingCallApi = async (
  endpoint: { name: string },
  input?: { query?: Record<string, unknown> },
) => {
  calls.push({ name: endpoint.name, query: input?.query ?? {} });
  return { items: [], total: 0, page: 1, pageSize: 100, totalAmount: 0, nextCursor: null };
};
