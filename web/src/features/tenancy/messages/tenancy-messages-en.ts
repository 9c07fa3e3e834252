import { TENANCY_MESSAGES } from '@shared/constants/tenancy-rules.js';
import type { tenancyMessagesCn } from './tenancy-messages.js';

/** Tenant spaces, their audit and quotas: English texts, keys checked against the Chinese table. */
export const tenancyMessagesEn: Record<keyof typeof tenancyMessagesCn, string> = {
  'tenancy.load.failed': 'Loading failed: {message}',
  'tenancy.required': 'Required',
  'tenancy.yes': 'Yes',
  'tenancy.no': 'No',
  'tenancy.action.close': 'Close',
  'tenancy.action.search': 'Search',

  'tenancy.space.title': 'Tenant space',
  'tenancy.space.description':
    "Rent a tenant space for the enterprise: the plan's price per month × months is charged from the enterprise balance, and the space goes online once the platform approves it.",
  'tenancy.space.formTitle': 'Initialize tenant space',
  'tenancy.space.submit': 'Submit and pay',
  'tenancy.space.initialized': `${TENANCY_MESSAGES.initialized.en} Tenant space {name} awaits the platform's audit.`,
  'tenancy.space.initializeFailed': `${TENANCY_MESSAGES.initializeFailed.en} {message}`,
  'tenancy.space.waiting':
    'The space awaits the platform’s audit: once approved it goes online and its period starts; if rejected, its rent is refunded to the enterprise account.',
  'tenancy.space.offline':
    'The space is offline and nothing was deleted; it comes back online once renewed or restored.',
  'tenancy.space.sealed': 'The platform has sealed this space: contact the platform.',
  'tenancy.field.domain': 'Domain name',
  'tenancy.field.domainHint': '3 to 32 lower-case letters or digits; it cannot be changed after submitting',
  'tenancy.field.domainFormat': TENANCY_MESSAGES.domainFormat.en,
  'tenancy.field.domainLength': 'The domain name has 3 to 32 characters',
  'tenancy.field.domainTaken': TENANCY_MESSAGES.domainTaken.en,
  'tenancy.field.period': 'Period (months)',
  'tenancy.field.monthsPositive': TENANCY_MESSAGES.monthsPositive.en,
  'tenancy.field.plan': 'Quota plan',
  'tenancy.field.planResources': 'CPU {cpu} cores · memory {memory} MB · disk {disk} MB · database {database} MB',
  'tenancy.field.memory': 'Memory (MB)',
  'tenancy.field.price': 'Price per month',
  'tenancy.field.amount': 'Amount',
  'tenancy.field.amountHint': 'Price per month × months, charged from the enterprise balance on submitting',
  'tenancy.field.autoRenewal': 'Auto renewal',
  'tenancy.field.autoRenewalHint':
    "Renewed from the enterprise balance 7 days before the end; without the balance the enterprise's administrators are told 7 days and 1 day ahead",
  'tenancy.field.password': 'Space password',
  'tenancy.field.passwordHint': '8 to 32 letters or digits',
  'tenancy.field.passwordRule': 'The password can only contain letters or numbers, 8 to 32 of them',
  'tenancy.field.description': 'Description',
  'tenancy.field.status': 'Status',
  'tenancy.field.enterprise': 'Enterprise',
  'tenancy.field.validity': 'Validity',
  'tenancy.field.validityPending': 'Starts when approved',
  'tenancy.field.createdAt': 'Submitted',
  'tenancy.field.createdBy': 'Submitted by',

  'tenancy.balance.title': 'Insufficient enterprise balance',
  'tenancy.balance.text':
    'This costs ¥{required} and the enterprise balance is ¥{balance}. Top up the enterprise account first, then submit again.',
  'tenancy.balance.recharge': 'Recharge',

  'tenancy.quota.title': 'Quota',
  'tenancy.quota.item': 'Item',
  'tenancy.quota.total': 'Total',
  'tenancy.quota.reserved': 'Reserved',
  'tenancy.quota.available': 'Available',
  'tenancy.quota.unit.core': 'cores',
  'tenancy.quota.empty': 'No quota yet',

  'tenancy.link.increase-quota': 'Increase quota',
  'tenancy.link.apply-bigdata-quota': 'Apply for big-data quota',
  'tenancy.link.apply-tsdatabase-space': 'Apply for database space',
  'tenancy.apply.increase-quota.description':
    'Raise the CPU, memory or disk quota of the online tenant space, charged by the month.',
  'tenancy.apply.apply-bigdata-quota.description':
    'Apply for big-data storage quota for the online tenant space, charged by the month.',
  'tenancy.apply.apply-tsdatabase-space.description':
    'Apply for time-series database space for the online tenant space, charged by the month.',
  'tenancy.apply.formTitle': 'Application',
  'tenancy.apply.units': '{name} (units)',
  'tenancy.apply.unitHint': '{size} {unit} a unit, ¥{price} a month',
  'tenancy.apply.unitsRule': 'A whole number from 0 to {max}',
  'tenancy.apply.months': 'Months',
  'tenancy.apply.cost': 'Cost',
  'tenancy.apply.costHint':
    "Units × monthly unit price × months, charged from the enterprise balance on submitting; at its end it renews with the space's auto renewal",
  'tenancy.apply.nothing': 'Enter more than 0 units for at least one item',
  'tenancy.apply.submit': 'Submit and pay',
  'tenancy.apply.granted': 'Quota raised: {items} for {months} month(s), ¥{cost} charged',
  'tenancy.apply.failed': 'The quota application failed: {message}',
  'tenancy.apply.needSpace': 'Quota is applied for an online tenant space.',
  'tenancy.apply.goSpace': 'Go to the tenant space',

  'tenancy.verify.title': 'Tenant space audit',
  'tenancy.verify.description':
    "Audit the tenant spaces enterprises submitted: approved, a space goes online with its plan's quota; rejected, its rent is refunded to the enterprise account and its domain is free again.",
  'tenancy.verify.spacesTab': 'Tenant spaces',
  'tenancy.verify.versionsTab': 'Version publications',
  'tenancy.verify.search': 'Search by domain name',
  'tenancy.verify.empty': 'No tenant space awaits audit',
  'tenancy.verify.approve': 'Approve',
  'tenancy.verify.reject': 'Reject',
  'tenancy.verify.approveTitle': 'Approve tenant space',
  'tenancy.verify.approveText':
    "Approve tenant space {name} ({enterprise})? It goes online with the {plan} plan's quota for {months} month(s).",
  'tenancy.verify.rejectTitle': 'Reject tenant space',
  'tenancy.verify.rejectText':
    'Reject tenant space {name} ({enterprise})? Its rent of ¥{amount} is refunded to the enterprise account and the domain is free again.',
  'tenancy.verify.approved': 'Tenant space {name} approved and online',
  'tenancy.verify.rejected': 'Tenant space {name} rejected; its rent of ¥{amount} was refunded',
  'tenancy.verify.failed': 'Auditing tenant space {name} failed: {message}',

  'tenancy.version.empty': 'No version awaits publication',
  'tenancy.version.app': 'Application',
  'tenancy.version.version': 'Version',
  'tenancy.version.namespace': 'Namespace',
  'tenancy.version.enterprise': 'Publisher',
  'tenancy.version.queuedAt': 'Approved',
  'tenancy.version.publish': 'Publish',
  'tenancy.version.reject': 'Reject',
  'tenancy.version.publishTitle': 'Publish version',
  'tenancy.version.publishText': 'Publish version {version} of application {name} into the platform namespace?',
  'tenancy.version.rejectTitle': 'Reject version publication',
  'tenancy.version.rejectText':
    'Reject publishing version {version} of application {name} into the platform namespace?',
  'tenancy.version.published': 'Application {name} {version} published into the platform namespace',
  'tenancy.version.rejected': 'Publication of application {name} {version} rejected',
  'tenancy.version.failed': 'Application {name} {version} could not be handled: {message}',
};
