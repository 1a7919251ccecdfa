/** Members' names, for texts such as "Arjun ordered 10 kg of wheat" (owned by accounts). */
export abstract class MemberNames {
  abstract nameOf(userId: string): Promise<string | null>;
}
