/** Auditor review of certifications: Chinese texts (the reference table of this area). */
export const reviewMessagesCn = {} as const;
