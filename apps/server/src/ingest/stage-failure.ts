// How a stage's error shows on the post: retried with a note while tries remain, else the post is
// failed with a reason the member can read. Errors of unknown kind are retried: a bug fixed and
// deployed between tries should not have lost the save.
import { FetchFailure, type FetchFailureKind } from './fetch/fetched-post';

export interface DescribedFailure {
  retryable: boolean;
  /** Shown while tries remain. */
  memberMessage: string;
  /** Shown when the post is failed: no try is left, or none would help. */
  finalMessage: string;
}

/** An error a stage raises on purpose, with words for the member. */
export class StageFailure extends Error {
  constructor(
    readonly memberMessage: string,
    readonly retryable: boolean,
    detail: string,
  ) {
    super(detail);
    this.name = 'StageFailure';
  }
}

export const GENERIC_RETRY_MESSAGE = 'Something went wrong while organising this post. We will try again shortly.';
export const GENERIC_FAILURE_MESSAGE = 'We could not organise this post. Save the link again to retry.';
/** For a post whose work stopped (its worker died or its job ran out of time) and did not start again after several tries. */
export const STALLED_FAILURE_MESSAGE = 'Organising this post stopped and did not start again after several tries. Save the link again to try once more.';

const FINAL_FETCH_MESSAGES: Partial<Record<FetchFailureKind, string>> = {
  login_wall: 'Instagram would only show this post to a signed-in visitor. Save the link again to try once more.',
  unavailable: 'The platform did not answer after several tries. Save the link again to try once more.',
};

export function describeFailure(error: unknown): DescribedFailure {
  if (error instanceof FetchFailure) {
    const finalMessage = FINAL_FETCH_MESSAGES[error.kind] ?? error.memberMessage;
    return { retryable: error.retryable, memberMessage: error.memberMessage, finalMessage };
  }
  if (error instanceof StageFailure) {
    return { retryable: error.retryable, memberMessage: error.memberMessage, finalMessage: error.retryable ? GENERIC_FAILURE_MESSAGE : error.memberMessage };
  }
  return { retryable: true, memberMessage: GENERIC_RETRY_MESSAGE, finalMessage: GENERIC_FAILURE_MESSAGE };
}

