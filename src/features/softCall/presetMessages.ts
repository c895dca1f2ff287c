/**
 * The three preset messages of 'Send Message' (spec part 1 §7), in Hindi as the customers read
 * them: thanks for calling, please submit feedback; we tried to contact you, please call our
 * team; your feedback is not yet submitted.
 */
export const PRESET_MESSAGES: readonly string[] = Object.freeze([
  'कॉल करने के लिए धन्यवाद। कृपया अपना फीडबैक सबमिट करें।',
  'हमने आपसे संपर्क करने की कोशिश की। कृपया हमारी टीम को कॉल करें।',
  'आपका फीडबैक अभी तक सबमिट नहीं हुआ है।',
]);
