// Vitest's setup file for the server tests: cheap argon2 for passwords and codes (see hashSecretsCheaplyInTests).
import { hashSecretsCheaplyInTests } from "../core/secret-hashing.ts";

hashSecretsCheaplyInTests();
