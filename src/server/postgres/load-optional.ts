/**
 * Imports an optional peer dependency, or fails with what to install: PostgreSQL support
 * (`pg`, `@langchain/langgraph-checkpoint-postgres`) is loaded only when DATABASE_URL is set.
 */
export async function loadOptional<Module>(name: string, load: () => Promise<Module>): Promise<Module> {
  try {
    return await load();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ERR_MODULE_NOT_FOUND" || (error as NodeJS.ErrnoException).code === "MODULE_NOT_FOUND") {
      throw new Error(`DATABASE_URL needs the optional package ${name}: npm install pg @langchain/langgraph-checkpoint-postgres`, {
        cause: error,
      });
    }
    throw error;
  }
}
