// Prints one plain closing line ("jest: N passed, N failed, N skipped") that CI can read.
class SummaryReporter {
  onRunComplete(_contexts, results) {
    const { numPassedTests, numFailedTests, numPendingTests, numTodoTests, numRuntimeErrorTestSuites } = results;
    const failed = numFailedTests + numRuntimeErrorTestSuites;
    process.stdout.write(`\njest: ${numPassedTests} passed, ${failed} failed, ${numPendingTests + numTodoTests} skipped\n`);
  }
}
module.exports = SummaryReporter;
