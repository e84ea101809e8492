/**
 * A question about a class followed by why it is put: "The owner asked me to check", "the landlord needs
 * to know before we go further", "just confirming for the owner". The statement after the question does
 * not answer it or say who the home suits ("Do you have kids? You'll love the yard"): it says the
 * question is a screening step, so the question stays an inquiry (42 U.S.C. §3604(c); 24 CFR §100.75(c),
 * the §100.202(c) analogue for classes beyond disability). Normalised text (normalise.ts): lower case,
 * apostrophes dropped.
 * Left alone: "The owner asked me to mention the parking", "We need to know by Friday if you want it".
 */
const WHO =
  '(?:the |my |our )?(?:owner|owners|landlord|landlords|management|manager|office|board|hoa|seller|sellers|they|he|she|i|we)';
const WANTS =
  '(?:asked|asks|has asked|wants|wanted|needs|needed|told|requires|required|would like|likes) (?:me|us|you) to|(?:need|needs|needed|want|wants|wanted|has|have|had) to';
const CHECK =
  '(?:check|ask|confirm|verify|know|find out|make sure|screen|be sure|clear that|sort that out|get that)';
// "El dueño me pidió preguntar", "la dueña necesita saber": the same reason in Spanish.
const REASON_ES =
  '(?:el |la )?(?:dueno|duena|propietario|propietaria|casero|casera|administracion|administrador|administradora) (?:me |nos )?(?:pidio|pide|quiere|queria|necesita|necesitaba) (?:que )?(?:preguntar|pregunte|preguntara|verificar|verifique|confirmar|confirme|saber|sepa)';
const SCREENING_REASON = new RegExp(
  `^(?:${REASON_ES}\\b|${WHO} (?:${WANTS}) ${CHECK}\\b|(?:just |only )?(?:checking|asking|confirming|verifying) (?:for|because|since|before|on behalf of)\\b|(?:its |it is )?(?:for|because of) the (?:owner|landlord|owners|landlords)\\b)`,
);

/** Whether a sentence after a question says the question is asked for screening (normalised text). */
export const givesScreeningReason = (sentence: string): boolean => SCREENING_REASON.test(sentence.trim());
