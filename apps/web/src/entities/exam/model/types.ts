import type { RequestBody, ResponseBody } from '@tapetv/api-client';

/** `GET /api/exams`: every exam with the member's attempts left, best score and running attempt. */
export type ExamList = ResponseBody<'/api/exams', 'get'>;

/** An exam as the list shows it, with the member's standing in it. */
export type ExamSummary = ExamList['exams'][number];

/**
 * `GET /api/exam-attempts/{id}` (and the answer to starting one): the deadline, the server's
 * clock, and the questions in this attempt's shuffled order with the member's saved answers.
 */
export type ExamAttempt = ResponseBody<'/api/exam-attempts/{id}', 'get'>;

/** A question of a running attempt (no right answers: they come with the result). */
export type AttemptQuestion = ExamAttempt['questions'][number];

/** single, multiple, true_false or numeric. */
export type QuestionType = AttemptQuestion['type'];

/** What the member chose: options, or a number. */
export type ExamAnswer = AttemptQuestion['answer'];

/** `PUT /api/exam-attempts/{id}/answers/{questionId}`: what to keep; left-out fields stay. */
export type AnswerInput = RequestBody<'/api/exam-attempts/{id}/answers/{questionId}', 'put'>;

/** The server's answer to a saved answer. */
export type SavedAnswer = ResponseBody<'/api/exam-attempts/{id}/answers/{questionId}', 'put'>;

/** `GET /api/exam-attempts/{id}/result`, and the answer to submitting: for its owner only. */
export type ExamResult = ResponseBody<'/api/exam-attempts/{id}/result', 'get'>;

/** A question of a result, with the right answer, the member's and the explanation. */
export type ResultQuestion = ExamResult['questions'][number];

/** `GET /api/exam-attempts`: the member's submitted attempts, newest first. */
export type PreviousResults = ResponseBody<'/api/exam-attempts', 'get'>;

export type PreviousResult = PreviousResults['attempts'][number];
