/* The sign-in and SMS screens as one lazy chunk (the charts' library loads once for all of them). */
export { default as CurrentUsersPage } from './current-users/current-users-page.js';
export { default as HistoryUsersPage } from './history-users/history-users-page.js';
export { default as LoginStatisticsPage } from './login-statistics/login-statistics-page.js';
export { default as SmsPage } from './sms/sms-page.js';
