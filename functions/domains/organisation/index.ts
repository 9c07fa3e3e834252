/**
 * The organisation domain (departments, positions, work groups, jobs and invitations): what other domains and the plumbing may use of it.
 * Import from this module only, never from a file inside the domain; its route lists are in `./routes.ts`.
 */
export { getDepartment } from './data/department.js';

declare module '../../lib/auth/access-services.js' {
  /** A rule may name a department (`{ department: 'query.departmentId' }`): the route receives it. */
  interface AccessRecords {
    department: import('./data/department.js').DepartmentRecord;
  }
}
