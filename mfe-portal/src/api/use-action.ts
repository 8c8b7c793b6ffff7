import { useState } from 'react';

type Status = 'idle' | 'pending' | 'success' | 'error';

/**
 * A call the payer starts (pay, release a hold): its state for the screen, and `run`, which
 * resolves or rejects with the call so the caller decides what follows.
 */
export const useAction = <I, O>(act: (input: I) => Promise<O>) => {
  const [state, setState] = useState<{ status: Status; input?: I; error?: unknown }>({
    status: 'idle',
  });
  const run = async (input: I): Promise<O> => {
    setState({ status: 'pending', input });
    try {
      const output = await act(input);
      setState({ status: 'success', input });
      return output;
    } catch (error) {
      setState({ status: 'error', input, error });
      throw error;
    }
  };
  return {
    run,
    reset: () => setState({ status: 'idle' }),
    input: state.input,
    error: state.error,
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
  };
};
