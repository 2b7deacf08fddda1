export type Extra = { a: 1 };
