/** Account standing (ADR 094): the rules every area applies, and the staff's changes. */
export { changeStanding, findUsers, userFacts, type StandingDeps, type StaffActor, type UserFacts, type UserRow } from './actions';
