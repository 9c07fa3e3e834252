import { accountContracts as contracts } from '../../../../shared/contracts/accounts.js';
import { implement } from '../../../lib/http/implement.js';
import { namedEnterpriseAccount, personalAccount } from '../account-owner.js';
import { readLedgerPage } from '../data/ledger.js';
import { balanceOf } from '../data/money.js';
import { accountView, ledgerEntryView } from '../views/account-views.js';

/**
 * Balances and ledgers (ours, docs/money.md): the caller's own account, and an enterprise's for holders of
 * `enterprise-account:view` there (the rule on the contract; the enterprise's name is read for the answer).
 */
export const accountRoutes = [
  implement(contracts.getPersonAccount, async ({ caller }) => {
    const { account, name } = personalAccount(caller);
    return accountView(await balanceOf(account), name);
  }),
  implement(contracts.getEnterpriseAccount, async ({ params }) => {
    const { account, name } = await namedEnterpriseAccount(params.enterpriseId);
    return accountView(await balanceOf(account), name);
  }),
  implement(contracts.getPersonLedger, async ({ caller, query }) => {
    const { account } = personalAccount(caller);
    const page = await readLedgerPage(account, query, query);
    return { items: page.items.map(ledgerEntryView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
  implement(contracts.getEnterpriseLedger, async ({ params, query }) => {
    const page = await readLedgerPage({ kind: 'enterprise', id: params.enterpriseId }, query, query);
    return { items: page.items.map(ledgerEntryView), ...(page.cursor ? { cursor: page.cursor } : {}) };
  }),
];
