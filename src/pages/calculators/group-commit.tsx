import { calculatorPage } from '../../components/CalculatorPage';
import GroupCommitCalculator from '../../components/GroupCommitCalculator';

// Title, texts and links: the 'group-commit' entry of src/registry/calculators.ts.
export default calculatorPage('group-commit', GroupCommitCalculator);
