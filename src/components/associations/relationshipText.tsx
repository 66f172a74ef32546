import { useTranslate } from 'react-admin';

/** A relationship type ("Associated", "ParentAssociated", "Invited") in the chosen language; an unknown one as sent. */
export function RelationshipText({ type }: { type: string | null | undefined }) {
  const translate = useTranslate();
  return <>{type ? translate(`associations.relationshipTypes.${type}`, { _: type }) : ''}</>;
}
