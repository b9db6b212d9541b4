/** Who may see a post (spec section 3), without zod: the feed shows it on a first visit (ADR 105). */
export const VISIBILITY = { Everyone: 1, PPV: 2, Members: 3, MembersAndPPV: 4 } as const;
export type Visibility = (typeof VISIBILITY)[keyof typeof VISIBILITY];
export const VISIBILITY_VALUES = Object.values(VISIBILITY) as Visibility[];

/** Whether the visibility sells the post (PPV or Members and PPV): such posts need a price. */
export const isPaidVisibility = (v: number) => v === VISIBILITY.PPV || v === VISIBILITY.MembersAndPPV;
/** Whether members see the post without paying. */
export const isMembersVisibility = (v: number) => v === VISIBILITY.Members || v === VISIBILITY.MembersAndPPV;

export const VISIBILITY_LABEL: Record<Visibility, string> = {
  1: 'Everyone',
  2: 'PPV',
  3: 'Members',
  4: 'Members and PPV',
};
