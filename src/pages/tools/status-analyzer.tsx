import { calculatorPage } from '../../components/CalculatorPage';
import StatusAnalyzer from '../../components/StatusAnalyzer';
import statusAnalyzerPage from '../../registry/calculatorPages/status-analyzer';

// The 'status-analyzer' entry of src/registry/calculators.ts, with its page texts from statusAnalyzerPage.
export default calculatorPage(statusAnalyzerPage, StatusAnalyzer);
