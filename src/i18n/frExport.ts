// French texts of the exports only (Excel file, PDF, offer page: core/offerExport), beside fr.ts so that the
// widgets' bundle, which never builds an export, does not carry them. Every other export text is a column's
// own, from fr.ts.
export const frExport = {
  /** The fields an export shows that no table column shows. */
  fields: {
    statut: 'État',
    produits: 'Produits',
    outil: 'Outil',
    v_tarif: 'Version tarif',
  },
  /** A delivery quarter before the current one, in the Excel file: the mark is text, so it prints, filters and reads aloud. */
  overdueQuarter: (quarter: string) => `${quarter} (dépassée)`,
} as const;
