/** Allowed status moves of one entity: every status lists where it may go (final ones: nowhere). */
export type TransitionTable<S extends string> = { readonly [From in S]: readonly S[] };

export const canMove = <S extends string>(table: TransitionTable<S>, from: S, to: S) => table[from].includes(to);
