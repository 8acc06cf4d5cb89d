import { calculatorPage } from '../../components/CalculatorPage';
import IopsCalculator from '../../components/IopsCalculator';

// Title, texts and links: the 'iops' entry of src/registry/calculators.ts.
export default calculatorPage('iops', IopsCalculator);
