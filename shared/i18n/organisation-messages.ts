/** Departments, positions, work groups and invitations: Chinese texts (the reference table of this area). */
export const organisationMessagesCn = {} as const;
