/** Where each Profile-tab section is, for the jump bar (ids unique within the loan page). */
export const sectionId = (key: string) => `loan-profile-${key}`;
