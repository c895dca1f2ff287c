/** Sample values the createLead path spec, tests and stories share. */
export const CREATE_LEAD_SAMPLE = {
  mobile: '9123456780',
  shortMobile: '91234',
  /** What a person may type: letters and more than ten digits; the field keeps ten digits. */
  messyMobile: '91-2345-6780-99',
  name: 'Sunita Devi',
  shortName: 'Su',
  location: { latitude: 19.076, longitude: 72.8777 },
  created: 'Lead created successfully',
  refused: 'This number is already a lead',
} as const;
