/** Enterprise and personal certification forms: Chinese texts (the reference table of this area). */
export const certificationMessagesCn = {} as const;
