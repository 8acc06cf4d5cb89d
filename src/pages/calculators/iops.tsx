import { calculatorPage } from '../../components/CalculatorPage';
import IopsCalculator from '../../components/IopsCalculator';
import iopsPage from '../../registry/calculatorPages/iops';

// The 'iops' entry of src/registry/calculators.ts, with its page texts from iopsPage.
export default calculatorPage(iopsPage, IopsCalculator);
