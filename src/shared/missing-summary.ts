// What a bill says where no summary of it has been written yet: a sentence for readers, not a note of the
// import that brought it (docs/decisions/0324-bill-dates-and-names.md). The call script leaves it out.

export const NO_SUMMARY_YET = 'No summary of this bill has been published yet.';

/** The summary of a bill known only from the roll calls on it (in either chamber, or both). */
export const SUMMARY_OF_VOTED_BILL = `${NO_SUMMARY_YET} It is on our record from the roll calls on it.`;
