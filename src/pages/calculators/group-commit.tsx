import { calculatorPage } from '../../components/CalculatorPage';
import GroupCommitCalculator from '../../components/GroupCommitCalculator';
import groupCommitPage from '../../registry/calculatorPages/group-commit';

// The 'group-commit' entry of src/registry/calculators.ts, with its page texts from groupCommitPage.
export default calculatorPage(groupCommitPage, GroupCommitCalculator);
