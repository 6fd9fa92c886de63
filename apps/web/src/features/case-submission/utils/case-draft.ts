import type { CaseFormValues } from './case-form-values';

/**
 * What the engineer typed into a case form, kept in this tab's session storage until the case is sent: a session
 * that ends, a reload or a wrong click does not cost a P1's details. Cleared on success; gone when the tab closes.
 */
const draftKey = (documentId: number, entityKey: string) => `casebridge.case-draft.${entityKey}.${String(documentId)}`;

export type DraftScope = { documentId: number; entityKey: string };

const storage = (): Storage | null => {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
};

/** The kept values merged over the fresh ones, for the fields the form still has; the partner always the page's. */
export function restoreDraft(scope: DraftScope, fresh: CaseFormValues): CaseFormValues {
  const text = storage()?.getItem(draftKey(scope.documentId, scope.entityKey));
  if (!text) return fresh;
  try {
    const kept = JSON.parse(text) as unknown;
    if (typeof kept !== 'object' || kept === null || Array.isArray(kept)) return fresh;
    const restored: CaseFormValues = { ...fresh };
    for (const [key, value] of Object.entries(kept)) {
      if (!(key in fresh) || key === 'collaborate_type' || key === 'collaborate_entity') continue;
      if (typeof value !== typeof fresh[key]) continue;
      restored[key] = value as CaseFormValues[string];
    }
    return restored;
  } catch {
    return fresh;
  }
}

export function saveDraft(scope: DraftScope, values: CaseFormValues): void {
  try {
    storage()?.setItem(draftKey(scope.documentId, scope.entityKey), JSON.stringify(values));
  } catch {
    // A full or unavailable storage keeps no draft; the form still works.
  }
}

export function clearDraft(scope: DraftScope): void {
  storage()?.removeItem(draftKey(scope.documentId, scope.entityKey));
}
