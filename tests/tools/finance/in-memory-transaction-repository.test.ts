import { InMemoryTransactionRepository } from "../../../src/index";
import { describeRepositoryContract } from "./transaction-repository-contract";

describeRepositoryContract("InMemoryTransactionRepository", () => new InMemoryTransactionRepository());
