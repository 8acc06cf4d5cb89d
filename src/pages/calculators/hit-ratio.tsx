import { calculatorPage } from '../../components/CalculatorPage';
import HitRatioCalculator from '../../components/HitRatioCalculator';
import hitRatioPage from '../../registry/calculatorPages/hit-ratio';

// The 'hit-ratio' entry of src/registry/calculators.ts, with its page texts from hitRatioPage.
export default calculatorPage(hitRatioPage, HitRatioCalculator);
