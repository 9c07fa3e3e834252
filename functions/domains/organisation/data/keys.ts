/**
 * Key builders of the organisation domain's items in the single table (docs/data-model.md). The generic pieces
 * (uniqueness markers, rate-limit windows, index names) are plumbing, in functions/lib/data/keys.ts.
 */
export const organisationKeys = {
  /** A department of an enterprise; its positions, work groups and assigned users share the partition. */
  department: (departmentId: string) => ({ pk: `DEPT#${departmentId}`, sk: '#META' }),
  position: (departmentId: string, positionId: string) => ({ pk: `DEPT#${departmentId}`, sk: `POS#${positionId}` }),
  workGroup: (departmentId: string, workGroupId: string) => ({ pk: `DEPT#${departmentId}`, sk: `WG#${workGroupId}` }),
  /** A user's job in a department (the department side of the profile's department/position). */
  departmentMember: (departmentId: string, userId: string) => ({ pk: `DEPT#${departmentId}`, sk: `USER#${userId}` }),
  /** An invitation to join an enterprise (or the platform, for private users) by e-mail. */
  invitation: (invitationId: string) => ({ pk: `INVITE#${invitationId}`, sk: '#META' }),
} as const;

/** Secondary-index keys (gsi1-3 attribute values) written next to the item they index. */
export const organisationIndexKeys = {
  /** gsi1: the departments of an enterprise, by lower-case name. */
  departmentOfEnterprise: (enterpriseId: string, name: string) => ({
    gsi1pk: `ENTDEPTS#${enterpriseId}`,
    gsi1sk: `NAME#${name.toLowerCase()}`,
  }),
  /** gsi1: the invitations of an enterprise (NIL_ID: private invitations), newest last by creation time. */
  invitationOfEnterprise: (enterpriseId: string, createdAt: string, invitationId: string) => ({
    gsi1pk: `ENTINVITES#${enterpriseId}`,
    gsi1sk: `${createdAt}#${invitationId}`,
  }),
} as const;

declare module '../../../lib/data/records.js' {
  /** The organisation domain's values guarded by uniqueness markers. Value `<enterpriseId>#<name>` for departments, `<departmentId>#<name>` for positions and work groups. */
  interface UniqueKinds {
    departmentName: true;
    positionName: true;
    workGroupName: true;
  }
}
