import type { Namespace, ParseKeys } from 'i18next';

/**
 * The text key of a rule's issue with one field (`{prefix}.{field}.{issue}`), in namespace `N`. The
 * rules name fields and issues as data, so this is the one kind of key `tsc` cannot follow
 * (docs/TEXTS.md): a key the texts lack is said in the console (createI18n), and the e2e tests fail
 * on it.
 */
export function ruleIssueKey<N extends Namespace>(
  prefix: string,
  field: string,
  issue: string,
): ParseKeys<N> {
  return `${prefix}.${field}.${issue}` as ParseKeys<N>;
}
