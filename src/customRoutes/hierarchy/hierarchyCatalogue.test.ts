import en from '../../i18n/en.json';
import { commandOrder, commandReasonKey, type CommandReason } from '../../domain/permissions/hierarchyCommands';
import { detailTabOrder } from '../../domain/permissions/hierarchy';
import { organizationStatusLabelKey, paymentTypeLabelKey } from '../../domain/status/organization';
import { serviceTag } from '../../domain/status/provisioning';
import { organizationNameMessages, childTypeMessage } from '../../domain/validation/organization';
import { connectTenantNameMessage } from '../../domain/validation/tenantName';
import { actionKeys } from '../../components/hierarchy/hierarchyPath';

const has = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en) !== undefined;

describe('catalogue keys the hierarchy takes from the domain', () => {
  it('holds every label, reason, tag and validation key', () => {
    const reasons: CommandReason[] = ['notTmsAdmin', 'notAtRoot', 'isRoot', 'hasChildren', 'noServiceEndpoint', 'sysadminOnly'];
    const tags = [0, 1, 2, 3]
      .map((s) => serviceTag({ provisioningStatus: s }))
      .concat(serviceTag({ subscriptionActive: true }), serviceTag({ subscriptionActive: false }), serviceTag({ endpointProvisioned: true }));
    const keys = [
      ...Object.values(paymentTypeLabelKey),
      ...Object.values(organizationStatusLabelKey),
      ...reasons.map(commandReasonKey),
      ...commandOrder.map((c) => `hierarchy.commands.${c}`),
      ...detailTabOrder.map((t) => `hierarchy.tabs.${t}`),
      ...tags.flatMap((t) => (t ? [t.labelKey, ...(t.hintKey ? [t.hintKey] : [])] : [])),
      ...organizationNameMessages(`@${'x'.repeat(150)}`).map((m) => m.key),
      ...organizationNameMessages(' ').map((m) => m.key),
      childTypeMessage(5, 5)!.key,
      connectTenantNameMessage('a-b')!.key,
      ...actionKeys.filter((a) => a !== 'add-child' && a !== 'edit').map((a) => `hierarchy.actions.titles.${a}`),
      'hierarchy.laterBuild.dataCollection',
      'hierarchy.laterBuild.subscriptions',
    ];
    expect(keys.filter((k) => !has(k))).toEqual([]);
  });
});
