/** The Employee Page of a team member (part 1 §2 'employeeStatusPage'), chosen by ?user=. */
export const employeeHref = (username: string) =>
  `/lender/admin/employeeStatusPage?user=${encodeURIComponent(username)}`;
