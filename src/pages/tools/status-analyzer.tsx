import { calculatorPage } from '../../components/CalculatorPage';
import StatusAnalyzer from '../../components/StatusAnalyzer';

// Title, texts and links: the 'status-analyzer' entry of src/registry/calculators.ts.
export default calculatorPage('status-analyzer', StatusAnalyzer);
