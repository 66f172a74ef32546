/**
 * The four documents the terms dialog links (doc 002 §2 "Terms dialog"). The sandbox's brand is
 * fictional, so are these addresses; a deployment for a real brand changes them here.
 */
export const termsDocuments = [
  { key: 'terms.termsOfUse', href: 'https://www.quadrant.example/legal/terms-of-use' },
  { key: 'terms.privacyPolicy', href: 'https://www.quadrant.example/legal/privacy-policy' },
  { key: 'terms.softwareTransactionAgreement', href: 'https://www.quadrant.example/legal/software-transaction-agreement' },
  { key: 'terms.dataProcessingAddendum', href: 'https://www.quadrant.example/legal/data-processing-addendum' },
] as const;
