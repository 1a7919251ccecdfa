import type { User } from '../../domain/user';

export abstract class UserRepository {
  abstract findById(id: string): Promise<User | null>;
  abstract findByMobile(mobile: string): Promise<User | null>;
  abstract findByEmail(email: string): Promise<User | null>;
  abstract findByUsername(username: string): Promise<User | null>;
  /** Inserts a new user; a unique clash raises the matching ConflictError. */
  abstract add(user: User): Promise<void>;
  /** Writes changed fields; a unique clash raises the matching ConflictError. */
  abstract save(user: User): Promise<void>;
}
